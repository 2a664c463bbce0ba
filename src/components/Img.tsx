import { styled } from '@mui/material/styles';

/**
 * An <img> that takes `sx`. (MUI's Box would turn `width`/`height` into CSS; images need
 * them as attributes so the browser reserves their space before they load.)
 */
export const Img = styled('img')({});
