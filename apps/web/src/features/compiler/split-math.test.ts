import { describe, expect, it } from 'vitest';
import { clampSplit, EDITOR_WIDTH, INPUT_HEIGHT, splitAfterKey, splitAtPointer } from './split-math';

describe('compiler split clamping', () => {
  it('starts at 65 % editor width and 50 % input height, limited to 30-80 and 20-80', () => {
    expect(EDITOR_WIDTH).toEqual({ min: 30, max: 80, initial: 65 });
    expect(INPUT_HEIGHT).toEqual({ min: 20, max: 80, initial: 50 });
  });

  it('clamps to the limits and rounds to a tenth', () => {
    expect(clampSplit(10, EDITOR_WIDTH)).toBe(30);
    expect(clampSplit(95, EDITOR_WIDTH)).toBe(80);
    expect(clampSplit(10, INPUT_HEIGHT)).toBe(20);
    expect(clampSplit(55.5555, EDITOR_WIDTH)).toBe(55.6);
    expect(clampSplit(Number.NaN, INPUT_HEIGHT)).toBe(50);
  });

  it('converts a pointer position inside the container to a clamped percentage', () => {
    expect(splitAtPointer(600, 100, 1000, EDITOR_WIDTH)).toBe(50);
    expect(splitAtPointer(150, 100, 1000, EDITOR_WIDTH)).toBe(30);
    expect(splitAtPointer(5000, 100, 1000, EDITOR_WIDTH)).toBe(80);
    expect(splitAtPointer(-20, 0, 400, INPUT_HEIGHT)).toBe(20);
    expect(splitAtPointer(300, 0, 0, INPUT_HEIGHT)).toBe(50);
  });

  it('moves with the keyboard and stops at the limits', () => {
    expect(splitAfterKey('ArrowLeft', 65, EDITOR_WIDTH)).toBe(63);
    expect(splitAfterKey('ArrowRight', 65, EDITOR_WIDTH)).toBe(67);
    expect(splitAfterKey('ArrowUp', 21, INPUT_HEIGHT)).toBe(20);
    expect(splitAfterKey('ArrowDown', 79.5, INPUT_HEIGHT)).toBe(80);
    expect(splitAfterKey('PageUp', 50, INPUT_HEIGHT)).toBe(40);
    expect(splitAfterKey('Home', 65, EDITOR_WIDTH)).toBe(30);
    expect(splitAfterKey('End', 65, EDITOR_WIDTH)).toBe(80);
    expect(splitAfterKey('Enter', 65, EDITOR_WIDTH)).toBeNull();
  });
});
