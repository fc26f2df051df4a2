import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../stores/memory-storage.ts';
import { clearSessionOnLogout } from '../../../stores/session.ts';
import { currentView, deleteView, MAX_SAVED_VIEWS, readSavedViews, saveView } from './saved-views.ts';

describe('saved product views', () => {
  it('saves a named filter set per company, newest first', () => {
    const storage = memoryStorage();
    saveView(storage, 'c1', 'Promo', 'tag=promo', 'v1');
    saveView(storage, 'c1', 'Drafts', 'status=draft', 'v2');
    saveView(storage, 'c2', 'Other company', 'type=services', 'v3');
    expect(readSavedViews(storage, 'c1')).toEqual([
      { id: 'v2', name: 'Drafts', query: 'status=draft' },
      { id: 'v1', name: 'Promo', query: 'tag=promo' },
    ]);
    expect(readSavedViews(storage, 'c2').map((view) => view.name)).toEqual(['Other company']);
  });

  it('replaces a view of the same name instead of doubling it', () => {
    const storage = memoryStorage();
    saveView(storage, 'c1', 'Promo', 'tag=promo', 'v1');
    saveView(storage, 'c1', ' promo ', 'tag=promo&status=active', 'v2');
    expect(readSavedViews(storage, 'c1')).toEqual([
      { id: 'v2', name: 'promo', query: 'tag=promo&status=active' },
    ]);
  });

  it('ignores a blank name and keeps at most the newest views', () => {
    const storage = memoryStorage();
    expect(saveView(storage, 'c1', '   ', 'tag=a')).toEqual([]);
    for (let index = 0; index < MAX_SAVED_VIEWS + 3; index++)
      saveView(storage, 'c1', `View ${index}`, `tag=${index}`);
    const views = readSavedViews(storage, 'c1');
    expect(views).toHaveLength(MAX_SAVED_VIEWS);
    expect(views[0]?.name).toBe(`View ${MAX_SAVED_VIEWS + 2}`);
  });

  it('deletes one view', () => {
    const storage = memoryStorage();
    saveView(storage, 'c1', 'A', 'tag=a', 'v1');
    saveView(storage, 'c1', 'B', 'tag=b', 'v2');
    expect(deleteView(storage, 'c1', 'v1').map((view) => view.id)).toEqual(['v2']);
  });

  it('survives a corrupt entry', () => {
    const storage = memoryStorage();
    saveView(storage, 'c1', 'A', 'tag=a', 'v1');
    const key = storage.key(0)!;
    storage.setItem(key, '{not json');
    expect(readSavedViews(storage, 'c1')).toEqual([]);
    storage.setItem(key, JSON.stringify([{ id: 'x', name: 'ok', query: '' }, { id: 3 }]));
    expect(readSavedViews(storage, 'c1')).toEqual([{ id: 'x', name: 'ok', query: '' }]);
  });

  it('finds the view the list shows whatever the parameter order', () => {
    const views = [{ id: 'v1', name: 'A', query: 'status=active&tag=promo' }];
    expect(currentView(views, 'tag=promo&status=active')?.id).toBe('v1');
    expect(currentView(views, 'tag=promo')).toBeUndefined();
  });

  it('is cleared on logout with the other saved filter entries (SPEC §4)', () => {
    const storage = memoryStorage();
    storage.setItem('locale', 'fr');
    saveView(storage, 'c1', 'Promo', 'tag=promo');
    clearSessionOnLogout(storage);
    expect(readSavedViews(storage, 'c1')).toEqual([]);
    expect(storage.getItem('locale')).toBe('fr');
  });
});
