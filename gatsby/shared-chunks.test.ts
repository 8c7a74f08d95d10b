/** @jest-environment node */
import { separateSharedChunks } from './shared-chunks';

describe('separateSharedChunks (gatsby-node onCreateWebpackConfig, build-javascript)', () => {
  it('leaves the chunks shared by lazy chunks unnamed, so webpack keeps one per set of chunks', () => {
    const shared = { minChunks: 2, name: (_module: unknown, chunks: Array<{ name: string | null }>) => chunks.map((chunk) => String(chunk.name)).join('') };
    const optimization = { splitChunks: { cacheGroups: { framework: { name: 'framework' }, shared } } };
    separateSharedChunks(optimization);
    expect(optimization.splitChunks.cacheGroups.shared).toEqual({ minChunks: 2, name: false });
    expect(optimization.splitChunks.cacheGroups.framework).toEqual({ name: 'framework' });
  });

  it('fails loudly when Gatsby has no such group', () => {
    expect(() => separateSharedChunks({ splitChunks: { cacheGroups: {} } })).toThrow(/"shared" chunk group not found/);
    expect(() => separateSharedChunks(undefined)).toThrow(/"shared" chunk group not found/);
  });
});
