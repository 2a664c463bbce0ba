import { Box, Typography } from '@mui/material';

/** A toast with a bold title over a line of text. */
export function ToastMessage({ title, text }: { title: string; text: string }) {
  return (
    <Box>
      <Typography component="p" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography component="p" variant="body2">
        {text}
      </Typography>
    </Box>
  );
}
