import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

// Material icon paths (Apache 2.0), inline: a handful of icons do not justify the icon package.
export const DeleteIcon = (p: SvgIconProps) => (
  <SvgIcon {...p}>
    <path d="M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z" />
  </SvgIcon>
);
export const AddIcon = (p: SvgIconProps) => (
  <SvgIcon {...p}>
    <path d="M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z" />
  </SvgIcon>
);
export const RemoveIcon = (p: SvgIconProps) => (
  <SvgIcon {...p}>
    <path d="M19 13H5v-2h14z" />
  </SvgIcon>
);
export const InfoIcon = (p: SvgIconProps) => (
  <SvgIcon {...p}>
    <path d="M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m1 15h-2v-6h2zm0-8h-2V7h2z" />
  </SvgIcon>
);
export const CheckCircleIcon = (p: SvgIconProps) => (
  <SvgIcon {...p}>
    <path d="M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z" />
  </SvgIcon>
);
