import { GlobalFonts } from '@napi-rs/canvas';
import { fileURLToPath } from 'node:url';

// Without a registered font, canvas text silently draws nothing on a machine with no system
// fonts; so the renderer never relies on them and always uses the fonts bundled in assets/.
export const FONT = 'DragonpostSans';
export const FONT_BOLD = 'DragonpostSansBold';

let registered = false;

export function ensureFonts(): void {
  if (registered) return;
  const dir = fileURLToPath(new URL('../../assets/fonts/', import.meta.url));
  const regular = GlobalFonts.registerFromPath(`${dir}DejaVuSans.ttf`, FONT);
  const bold = GlobalFonts.registerFromPath(`${dir}DejaVuSansCondensed-Bold.ttf`, FONT_BOLD);
  if (!regular || !bold) throw new Error(`could not register the bundled fonts in ${dir}`);
  registered = true;
}
