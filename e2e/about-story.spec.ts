/**
 * The about page's "How we work with families" band, as built without a film (the browser tests
 * build without GATSBY_ABOUT_VIDEO_URL): it promises no film, and its link reaches the three steps.
 */
import { LANGUAGES } from '@efe/shared/constants';
import { localizePath } from '@efe/shared/language';
import { expect, test } from './support';

for (const language of LANGUAGES) {
  test(`the about page's story band links to the three steps, not to a film that is not there (${language})`, async ({ page }) => {
    await page.goto(localizePath('/about-us', language));
    const band = page.getByTestId('about-story');
    await expect(band).not.toContainText(/film|فيلم|фильм/i);
    const link = band.getByRole('link');
    await expect(link).toHaveCount(1);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${localizePath('/contact-us', language)}#how-title$`));
    // The three steps are there, and where the link took the visitor.
    await expect(page.locator('#how-title')).toBeInViewport();
    await expect(page.locator('section[aria-labelledby="how-title"] li')).toHaveCount(3);
  });
}
