/** Which media files a post's HTML shows: the names after /media/ in its src and srcset attributes, nothing else. */
import { mediaFilesIn } from '../src/db/media-usage';

describe('mediaFilesIn', () => {
  it('finds the files a post\'s pictures show, by absolute or relative URL, in src and srcset, each once', () => {
    const html =
      '<p>Text about /media/not-a-picture.jpg</p><img src="https://api.example.ae/media/class-photo.jpg" alt="">' +
      "<img src='/media/b-2.webp' srcset='/media/b-1.webp 1x, /media/b-2.webp 2x'><a href=\"/media/linked.pdf\">CV</a>";
    expect(mediaFilesIn(html).sort()).toEqual(['b-1.webp', 'b-2.webp', 'class-photo.jpg']);
  });

  it('takes no path outside /media/ and nothing that is not a file name', () => {
    expect(mediaFilesIn('<img src="/media/../content.db"><img src="/other/x.jpg">')).toEqual([]);
  });
});
