import { emptyInterviewState, INTERVIEW_STATE_MESSAGE } from '@codingkaro/contracts';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { readLiveState, spliceText } from './use-room-document';

/** A state frame as the server writes it (collab-hub.ts stateMessage), read past its message type. */
function frame(json: string): decoding.Decoder {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, INTERVIEW_STATE_MESSAGE);
  encoding.writeVarString(encoder, json);
  const decoder = decoding.createDecoder(encoding.toUint8Array(encoder));
  decoding.readVarUint(decoder);
  return decoder;
}

describe('readLiveState', () => {
  it('reads the server-written state and refuses frames that are not one', () => {
    const state = { ...emptyInterviewState(), rev: 7, revealedHints: ['Topics: Array.'] };
    expect(readLiveState(frame(JSON.stringify(state)))).toEqual(state);
    expect(readLiveState(frame('{not json'))).toBeNull();
    expect(readLiveState(frame(JSON.stringify({ rev: 'x' })))).toBeNull();
  });
});

describe('spliceText', () => {
  it('turns a textarea value into one edit that keeps a concurrent edit elsewhere', () => {
    const a = new Y.Doc();
    const b = new Y.Doc();
    a.getText('stdin').insert(0, '1 2 3\n4 5 6');
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    // a edits the first line in its textarea, b the second, at the same time.
    spliceText(a.getText('stdin'), '1 20 3\n4 5 6');
    spliceText(b.getText('stdin'), '1 2 3\n4 5 60');
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    expect(a.getText('stdin').toString()).toBe('1 20 3\n4 5 60');
    expect(b.getText('stdin').toString()).toBe('1 20 3\n4 5 60');
  });

  it('handles deletion and repeated characters', () => {
    const doc = new Y.Doc();
    const text = doc.getText('t');
    text.insert(0, 'aaaa');
    spliceText(text, 'aa');
    expect(text.toString()).toBe('aa');
    spliceText(text, 'abba');
    expect(text.toString()).toBe('abba');
    spliceText(text, '');
    expect(text.toString()).toBe('');
  });
});
