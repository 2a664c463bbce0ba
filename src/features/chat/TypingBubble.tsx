import { Box } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { brandColors } from '../../theme/tokens';

const bounce = keyframes`
  0%, 80%, 100% { transform: translateY(0); opacity: 0.4; }
  40% { transform: translateY(-4px); opacity: 1; }
`;

/** Three bouncing dots while a reply is pending (screen readers hear a status line instead). */
export function TypingBubble() {
  return (
    <Box
      aria-hidden
      data-testid="chat-typing"
      sx={{
        alignSelf: 'flex-start',
        display: 'flex',
        gap: 0.75,
        px: 2,
        py: 1.5,
        borderRadius: 3,
        borderTopLeftRadius: 6,
        bgcolor: brandColors.sand,
      }}
    >
      {[0, 1, 2].map((dot) => (
        <Box
          key={dot}
          sx={{
            width: 7,
            height: 7,
            borderRadius: '50%',
            bgcolor: 'primary.light',
            animation: `${bounce} 1.2s ${dot * 0.15}s infinite ease-in-out`,
          }}
        />
      ))}
    </Box>
  );
}
