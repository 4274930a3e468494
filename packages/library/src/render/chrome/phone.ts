/** The phone chrome every screen has: the status bar (iOS, Android) and the home indicator or gesture bar. */
import { alpha } from '../color.js';
import { h, img, type Node, row, text } from '../h.js';
import { icon, svgUri } from '../icons.js';
import type { Theme } from '../theme.js';

function iosGlyphs(color: string): Node {
  const bars = svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="18" height="12" viewBox="0 0 18 12"><rect x="0" y="8" width="3" height="4" rx="1" fill="${color}"/><rect x="5" y="5.5" width="3" height="6.5" rx="1" fill="${color}"/><rect x="10" y="3" width="3" height="9" rx="1" fill="${color}"/><rect x="15" y="0" width="3" height="12" rx="1" fill="${color}"/></svg>`,
  );
  const wifi = svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="16" height="12" viewBox="0 0 16 12"><path d="M8 2.2c2.4 0 4.6.9 6.2 2.5l1.2-1.2C13.5 1.6 10.9.5 8 .5S2.5 1.6.6 3.5l1.2 1.2C3.4 3.1 5.6 2.2 8 2.2Z" fill="${color}"/><path d="M8 5.6c1.5 0 2.8.6 3.8 1.5L13 5.9C11.7 4.6 9.9 3.9 8 3.9s-3.7.7-5 2l1.2 1.2c1-.9 2.3-1.5 3.8-1.5Z" fill="${color}"/><path d="M8 9c.6 0 1.1.2 1.5.6L8 11.2 6.5 9.6C6.9 9.2 7.4 9 8 9Z" fill="${color}"/></svg>`,
  );
  const battery = svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="27" height="13" viewBox="0 0 27 13"><rect x="0.5" y="0.5" width="23" height="12" rx="3.5" fill="none" stroke="${color}" stroke-opacity="0.4"/><rect x="2" y="2" width="20" height="9" rx="2" fill="${color}"/><path d="M25 4.5v4c.8-.3 1.3-1.1 1.3-2s-.5-1.7-1.3-2Z" fill="${color}" fill-opacity="0.45"/></svg>`,
  );
  return row({ gap: 6 }, img(bars, 18, 12), img(wifi, 16, 12), img(battery, 27, 13));
}

/** The status bar: "9:41" and the signal, wi-fi and battery glyphs. `onDark` draws it white over imagery. */
export function statusBar(theme: Theme, options: { onDark?: boolean } = {}): Node {
  const color = options.onDark || theme.ds.dark ? '#ffffff' : '#000000';
  if (theme.platform === 'android') {
    return row(
      {
        height: 40,
        paddingLeft: 24,
        paddingRight: 20,
        justifyContent: 'space-between',
        width: '100%',
        flexShrink: 0,
      },
      text('9:41', { fontFamily: 'Roboto', fontSize: 14, fontWeight: 500, color }),
      row(
        { gap: 6 },
        icon('wifi', 16, color, 2.5),
        icon('signal', 16, color, 2.5),
        icon('battery-full', 18, color, 2),
      ),
    );
  }
  return row(
    {
      height: 54,
      paddingLeft: 48,
      paddingRight: 32,
      paddingTop: 6,
      justifyContent: 'space-between',
      width: '100%',
      flexShrink: 0,
    },
    text('9:41', {
      fontFamily: theme.ds.fonts.body,
      fontSize: 17,
      fontWeight: 600,
      color,
      letterSpacing: -0.2,
    }),
    iosGlyphs(color),
  );
}

/** iOS's home indicator or Android's gesture bar, at the very bottom. */
export function homeIndicator(theme: Theme, options: { onDark?: boolean; background?: string } = {}): Node {
  const dark = options.onDark || theme.ds.dark;
  const android = theme.platform === 'android';
  return row(
    {
      height: android ? 24 : 34,
      justifyContent: 'center',
      width: '100%',
      flexShrink: 0,
      backgroundColor: options.background,
    },
    h('div', {
      width: android ? 108 : 134,
      height: android ? 4 : 5,
      borderRadius: 3,
      backgroundColor: dark ? alpha('#ffffff', 0.85) : alpha('#000000', 0.85),
      marginTop: android ? 6 : 12,
    }),
  );
}
