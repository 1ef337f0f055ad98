import { describe, expect, it } from 'vitest';
import { applyListChange, DEFAULT_LIST_PARAMS, parseListParams, serializeListParams } from './use-problem-list-params';

describe('problem list URL state', () => {
  it('reads every filter from the query and ignores unknown values', () => {
    expect(
      parseListParams(new URLSearchParams('search=two&difficulty=Hard&topics=Array,Nope,Tree,Array&sort=difficulty&page=3')),
    ).toEqual({ search: 'two', difficulty: 'Hard', topics: ['Array', 'Tree'], sortBy: 'difficulty', page: 3 });
    expect(parseListParams(new URLSearchParams('difficulty=Insane&sort=random&page=-2'))).toEqual(DEFAULT_LIST_PARAMS);
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(serializeListParams(DEFAULT_LIST_PARAMS).toString()).toBe('');
    const state = {
      search: ' sum ',
      difficulty: 'Easy' as const,
      topics: ['Graph', 'Heap'],
      sortBy: 'acceptanceRate' as const,
      page: 2,
    };
    const query = serializeListParams(state);
    expect(query.toString()).toBe('search=sum&difficulty=Easy&topics=Graph%2CHeap&sort=acceptanceRate&page=2');
    expect(parseListParams(query)).toEqual({ ...state, search: 'sum' });
  });

  it('goes back to page 1 when search, difficulty, topics or sort change, not when only the page does', () => {
    const onPage3 = { ...DEFAULT_LIST_PARAMS, page: 3 };
    expect(applyListChange(onPage3, { search: 'x' }).page).toBe(1);
    expect(applyListChange(onPage3, { difficulty: 'Medium' }).page).toBe(1);
    expect(applyListChange({ ...onPage3, difficulty: 'Medium' }, { difficulty: undefined }).page).toBe(1);
    expect(applyListChange(onPage3, { topics: ['Array'] }).page).toBe(1);
    expect(applyListChange(onPage3, { sortBy: 'difficulty' }).page).toBe(1);
    expect(applyListChange(onPage3, { page: 4 }).page).toBe(4);
    expect(applyListChange(onPage3, { search: '' }).page).toBe(3);
  });
});
