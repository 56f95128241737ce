import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

// Material icon paths (Apache 2.0), inline: four icons do not justify the icon package.
export const DeleteIcon = (p: SvgIconProps) => <SvgIcon {...p}><path d="M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z" /></SvgIcon>;
export const AddIcon = (p: SvgIconProps) => <SvgIcon {...p}><path d="M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z" /></SvgIcon>;
export const RemoveIcon = (p: SvgIconProps) => <SvgIcon {...p}><path d="M19 13H5v-2h14z" /></SvgIcon>;
