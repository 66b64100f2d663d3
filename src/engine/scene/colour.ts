/** Colours as a picture reads them: the one test of whether light text belongs on a colour. */

/** Whether a colour is dark enough to want light text on it (relative luminance below 0.18). */
export function isDark(colour: string): boolean {
  if (!/^#[0-9a-f]{6}$/i.test(colour)) return false;
  const channel = (i: number) => {
    const v = parseInt(colour.slice(i, i + 2), 16) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5) < 0.18;
}
