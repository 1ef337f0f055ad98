import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jumpToSection, scrollToSection } from './scroll-to-section';

let frames: FrameRequestCallback[] = [];
let now = 0;
/** Runs the next animation frame, `ms` after the last one. */
const nextFrame = (ms = 16) => {
  now += ms;
  const pending = frames;
  frames = [];
  for (const callback of pending) callback(now);
};
const runFrames = (count: number, ms = 16) => {
  for (let i = 0; i < count; i++) nextFrame(ms);
};

let headingTop = 0;
let scrollY = 0;
let calls: ScrollIntoViewOptions[] = [];
let heading: HTMLElement;

beforeEach(() => {
  frames = [];
  now = 0;
  calls = [];
  scrollY = 0;
  headingTop = 1200;
  heading = document.createElement('h2');
  heading.id = 'target';
  heading.getBoundingClientRect = () => ({ top: headingTop }) as DOMRect;
  heading.scrollIntoView = (options?: boolean | ScrollIntoViewOptions) => {
    calls.push(options as ScrollIntoViewOptions);
    if (typeof options === 'object' && options.behavior === 'instant') {
      scrollY += headingTop;
      headingTop = 0;
    }
  };
  document.body.append(heading);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
});
afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

/** A smooth scroll that moves the page `px` closer each frame. */
const smoothStep = (px: number) => {
  const step = Math.min(px, headingTop);
  scrollY += step;
  headingTop -= step;
};

describe('scrollToSection', () => {
  it('starts a smooth scroll, focuses the heading and puts its id in the address bar', () => {
    scrollToSection('target');
    expect(calls).toEqual([{ behavior: 'smooth', block: 'start' }]);
    expect(document.activeElement).toBe(heading);
    expect(window.location.hash).toBe('#target');
  });

  it('leaves a running smooth scroll alone and does not correct a heading it brought into place', () => {
    scrollToSection('target');
    for (let i = 0; i < 30; i++) {
      smoothStep(100);
      nextFrame();
    }
    runFrames(20);
    expect(calls).toHaveLength(1);
  });

  it('puts the heading at the top a second later when a smooth scroll never starts or reports its end', () => {
    scrollToSection('target');
    runFrames(50, 16); // 800 ms: still waiting for the smooth scroll
    expect(calls).toHaveLength(1);
    runFrames(20, 16);
    expect(calls.at(-1)).toEqual({ behavior: 'instant', block: 'start' });
    expect(headingTop).toBe(0);
  });

  it('corrects a smooth scroll that stalled halfway as soon as it stands still', () => {
    scrollToSection('target');
    smoothStep(300);
    runFrames(6);
    expect(calls.at(-1)).toEqual({ behavior: 'instant', block: 'start' });
    expect(headingTop).toBe(0);
  });

  it('puts the heading back when a section above renders taller after the scroll ended', () => {
    scrollToSection('target');
    headingTop = 0;
    window.dispatchEvent(new Event('scrollend'));
    runFrames(3);
    expect(calls).toHaveLength(1);
    headingTop = 900; // the section above laid out at its real height and pushed the heading down
    nextFrame();
    expect(calls).toHaveLength(2);
    expect(headingTop).toBe(0);
  });

  it('lets go after three seconds even while the page keeps moving the heading', () => {
    scrollToSection('target');
    window.dispatchEvent(new Event('scrollend'));
    for (let i = 0; i < 240; i++) {
      headingTop = 500;
      nextFrame(16);
    }
    expect(calls.length).toBeGreaterThan(170);
    expect(calls.length).toBeLessThanOrEqual(192);
    expect(frames).toHaveLength(0);
  });

  it('on a slow page, holds the heading for sixty frames even when they take longer than three seconds', () => {
    scrollToSection('target');
    window.dispatchEvent(new Event('scrollend'));
    for (let i = 0; i < 16; i++) {
      headingTop = 600; // four seconds, sixteen frames: the sections near the target are still laying out
      nextFrame(250);
    }
    headingTop = 700;
    nextFrame(250);
    expect(calls.at(-1)).toEqual({ behavior: 'instant', block: 'start' });
    expect(headingTop).toBe(0);
    runFrames(10, 250); // in place for ten frames: the hold ends
    expect(frames).toHaveLength(0);
  });

  it('lets go once the heading has stayed in place', () => {
    scrollToSection('target');
    headingTop = 0;
    window.dispatchEvent(new Event('scrollend'));
    runFrames(12);
    headingTop = 900;
    runFrames(5);
    expect(calls).toHaveLength(1);
    expect(frames).toHaveLength(0);
  });

  it('lets go as soon as the reader scrolls or presses a key', () => {
    scrollToSection('target');
    window.dispatchEvent(new Event('scrollend'));
    window.dispatchEvent(new Event('wheel'));
    runFrames(5);
    expect(calls).toHaveLength(1);
    expect(headingTop).toBe(1200);
  });

  it('does not fight a heading that cannot reach the top (the end of the page)', () => {
    heading.scrollIntoView = (options?: boolean | ScrollIntoViewOptions) => {
      calls.push(options as ScrollIntoViewOptions);
      headingTop = 300;
    };
    scrollToSection('target');
    window.dispatchEvent(new Event('scrollend'));
    runFrames(30);
    expect(calls.length).toBeLessThanOrEqual(12);
    expect(frames).toHaveLength(0);
  });

  it('jumps without animation when the reader prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    scrollToSection('target');
    expect(calls).toEqual([{ behavior: 'instant', block: 'start' }]);
    expect(headingTop).toBe(0);
  });
});

describe('jumpToSection (a deep link)', () => {
  it('jumps at once and puts the heading back when the sections around it lay out, without touching focus or the address', () => {
    window.history.replaceState(null, '', '/sql-notes#target');
    jumpToSection('target');
    expect(calls).toEqual([{ behavior: 'instant', block: 'start' }]);
    expect(headingTop).toBe(0);
    nextFrame();
    // a section above renders shorter than its placeholder: the heading moves up
    headingTop = -640;
    nextFrame();
    expect(calls).toHaveLength(2);
    expect(headingTop).toBe(0);
    expect(document.activeElement).not.toBe(heading);
    expect(window.location.pathname + window.location.hash).toBe('/sql-notes#target');
  });

  it('does nothing for an id that is not on the page', () => {
    jumpToSection('missing');
    expect(calls).toEqual([]);
    expect(frames).toEqual([]);
  });
});
