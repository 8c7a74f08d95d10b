import React from 'react';
import { render } from '@testing-library/react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { Picture } from './Picture';

function image(layout: IGatsbyImageData['layout']): IGatsbyImageData {
  return {
    layout,
    width: 720,
    height: 450,
    backgroundColor: 'rgb(200, 180, 150)',
    images: {
      fallback: { src: '/static/h/720.jpg', srcSet: '/static/h/360.jpg 360w,/static/h/720.jpg 720w', sizes: '(min-width: 720px) 720px, 100vw' },
      sources: [{ type: 'image/avif', srcSet: '/static/h/360.avif 360w,/static/h/720.avif 720w', sizes: '(min-width: 720px) 720px, 100vw' }],
    },
  };
}

function mainImage(container: HTMLElement): HTMLImageElement {
  return container.querySelector('picture img') as HTMLImageElement;
}

describe('Picture', () => {
  it('is plain HTML: sources, an <img> with its size, lazy by default, the dominant colour behind it', () => {
    const { container } = render(<Picture image={image('constrained')} alt="A governess reading" className="frame-class" />);
    const img = mainImage(container);
    expect(img).toHaveAttribute('alt', 'A governess reading');
    expect(img).toHaveAttribute('width', '720');
    expect(img).toHaveAttribute('height', '450');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img).toHaveAttribute('sizes', '(min-width: 720px) 720px, 100vw');
    expect(container.querySelector('source')).toHaveAttribute('type', 'image/avif');
    const frame = container.firstElementChild as HTMLElement;
    expect(frame).toHaveClass('frame-class');
    expect(frame.style.backgroundColor).toBe('rgb(200, 180, 150)');
  });

  it('fetches the page\'s main picture at once and first', () => {
    const img = mainImage(render(<Picture image={image('constrained')} alt="" priority />).container);
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('takes the slot\'s own sizes over the image\'s', () => {
    const { container } = render(<Picture image={image('constrained')} alt="" sizes="160px" />);
    expect(mainImage(container)).toHaveAttribute('sizes', '160px');
    expect(container.querySelector('source')).toHaveAttribute('sizes', '160px');
  });

  it('reserves the box: a sized sizer when constrained, a ratio when full width, the size when fixed', () => {
    const constrained = render(<Picture image={image('constrained')} alt="" />).container;
    const sizer = constrained.querySelector('img[aria-hidden="true"]');
    expect(sizer).toHaveAttribute('width', '720');
    expect(sizer).toHaveAttribute('height', '450');

    const fullWidth = render(<Picture image={image('fullWidth')} alt="" />).container;
    expect((fullWidth.querySelector('div[aria-hidden="true"]') as HTMLElement).style.paddingTop).toBe('62.5%');

    const fixed = render(<Picture image={image('fixed')} alt="" />).container.firstElementChild as HTMLElement;
    expect(fixed.style.width).toBe('720px');
    expect(fixed.style.height).toBe('450px');
  });

  it('writes valid HTML sizes: integers (gatsby-plugin-image computes 426.99999999999994), an encoded data: URL, no role on the empty alt', () => {
    const uneven = { ...image('constrained'), width: 640, height: 426.99999999999994 };
    const { container } = render(<Picture image={uneven} alt="A tutor" />);
    const sizer = container.querySelector('img[aria-hidden="true"]');
    expect(sizer).toHaveAttribute('height', '427');
    expect(sizer).toHaveAttribute('alt', '');
    expect(sizer).not.toHaveAttribute('role');
    const src = sizer?.getAttribute('src') ?? '';
    expect(src).toMatch(/^data:image\/svg\+xml,[A-Za-z0-9%._~-]+$/);
    expect(decodeURIComponent(src.slice(src.indexOf(',') + 1))).toBe('<svg xmlns="http://www.w3.org/2000/svg" width="640" height="427"></svg>');
    expect(mainImage(container)).toHaveAttribute('height', '427');
  });
});
