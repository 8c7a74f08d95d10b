/** @jest-environment node */
import { candidatePhotoSources } from './candidate-photos';

it("names the sources of the candidates' and the home strip's photos, not a post's picture nor a candidate without one", () => {
  const files: Record<string, unknown> = {
    'file-anna': { internal: { contentDigest: 'a'.repeat(32) } },
    'file-strip': { internal: { contentDigest: 'b'.repeat(32) } },
    'file-post': { internal: { contentDigest: 'c'.repeat(32) } },
  };
  const nodes: Record<string, unknown[]> = {
    Candidate: [{ localImage: 'file-anna' }, { localImage: null }, {}],
    TeamPhoto: [{ localImage: 'file-strip' }, { localImage: 'file-anna' }, { localImage: 'file-gone' }],
    BlogPost: [{ localImage: 'file-post' }],
  };
  const sources = candidatePhotoSources({ getNodesByType: (type) => nodes[type] ?? [], getNode: (id) => files[id] });
  expect([...sources].sort()).toEqual(['a'.repeat(32), 'b'.repeat(32)]);
});
