/** Platform chrome (status bars, navigation and tab bars, web header, sidebar) and `frame`: see `chrome/`. */
export * from './chrome/index.js';
