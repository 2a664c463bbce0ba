import Check from '@mui/icons-material/Check';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { languageLinkProps, useLanguageOptions } from './useLanguageOptions';

/** The switcher's list of languages; loaded with MUI's menu on the first open. */
export function LanguageMenu({
  id,
  anchor,
  onClose,
}: {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  const { options } = useLanguageOptions();
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {options.map((option) => (
        <MenuItem key={option.lng} {...languageLinkProps(option, onClose)}>
          <ListItemIcon>{option.current && <Check fontSize="small" />}</ListItemIcon>
          <ListItemText>{option.endonym}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
