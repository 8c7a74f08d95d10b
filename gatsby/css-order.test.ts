/** @jest-environment node */
import { ignoreCssOrderWarnings } from './css-order';

// The copy Gatsby itself uses; it ships no types.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const MiniCssExtractPlugin: new (options: object) => object = require('mini-css-extract-plugin');

describe('ignoreCssOrderWarnings (gatsby-node onCreateWebpackConfig, build-javascript)', () => {
  it('turns on ignoreOrder in the CSS extractor Gatsby configured', () => {
    const extractor = new MiniCssExtractPlugin({ filename: '[name].css' });
    ignoreCssOrderWarnings([{}, extractor]);
    expect((extractor as { options?: { ignoreOrder?: boolean } }).options?.ignoreOrder).toBe(true);
  });

  it('fails loudly when the extractor is not there', () => {
    expect(() => ignoreCssOrderWarnings([{}])).toThrow(/MiniCssExtractPlugin not found/);
  });
});
