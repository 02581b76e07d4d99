import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { consoleTheme } from './theme';
import { ScreenFooter, ScreenFrame } from './ScreenFrame';
import { FORBIDDEN_MESSAGE, useLoad } from './useLoad';
import { useCursorPages } from './useCursorPages';
import { useForm } from './useForm';
import { Field } from './Field';
import { SEARCH_PAUSE_MS, SearchField } from './SearchField';
import { namedRowSelection, PageTable } from './ListTable';
import { keepScrollBoxesFocusable } from './scrollBoxes';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('the console theme', () => {
  it('draws danger buttons (Deny, Deactivate) and empty tables at WCAG AA on white', () => {
    expect(contrast(String(consoleTheme.token!.colorError), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(String(consoleTheme.components!.Table!.colorTextDisabled), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('ScreenFrame', () => {
  it("titles the screen and shows the area's footer under every screen", () => {
    render(
      <ScreenFooter.Provider value="Practice administration · Release 9">
        <ScreenFrame title="Practice" intro="Who works here.">
          body
        </ScreenFrame>
      </ScreenFooter.Provider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Practice' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Practice administration · Release 9');
  });
});

describe('useLoad', () => {
  it('says the caller may not see it on a 403, and the failure text otherwise', async () => {
    const { result } = renderHook(() => useLoad(() => Promise.reject(Object.assign(new Error('no'), { status: 403 })), 'Could not load.', []));
    await waitFor(() => expect(result.current.error).toBe(FORBIDDEN_MESSAGE));
    expect(result.current.loading).toBe(false);
    const other = renderHook(() => useLoad(() => Promise.reject(new Error('down')), 'Could not load.', []));
    await waitFor(() => expect(other.result.current.error).toBe('Could not load.'));
  });
});

describe('useCursorPages', () => {
  it('goes older by the cursor, back newer exactly, and to the newest page when the filters change', async () => {
    const load = jest.fn(async (before: string | undefined) => ({ items: [before ?? 'newest'], next: before === 'c2' ? null : before ? 'c2' : 'c1' }));
    const { result, rerender } = renderHook(({ filter }) => useCursorPages(load, 'Could not load.', [filter]), { initialProps: { filter: 'a' } });
    await waitFor(() => expect(result.current.loaded.data?.items).toEqual(['newest']));
    expect(result.current.hasNewer).toBe(false);
    act(() => result.current.older());
    await waitFor(() => expect(result.current.loaded.data?.items).toEqual(['c1']));
    act(() => result.current.older());
    await waitFor(() => expect(result.current.loaded.data?.items).toEqual(['c2']));
    expect(result.current.hasOlder).toBe(false);
    act(() => result.current.newer());
    await waitFor(() => expect(result.current.loaded.data?.items).toEqual(['c1']));
    const asked = load.mock.calls.length;
    rerender({ filter: 'b' });
    await waitFor(() => expect(result.current.loaded.data?.items).toEqual(['newest']));
    // New filters ask for the newest page only, never for the old filters' cursor.
    expect(load.mock.calls.slice(asked).map(([before]) => before)).toEqual([undefined]);
    expect(result.current.hasNewer).toBe(false);
  });
});

describe('useForm with Field', () => {
  function NameForm({ onSave }: { onSave(name: string): void }) {
    const form = useForm({ name: '' }, (v) => (v.name.trim() ? {} : { name: 'Please enter a name.' }));
    return (
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const values = form.check();
          if (values) onSave(values.name);
        }}
      >
        <Field label="Name" error={form.errors.name}>
          <input value={form.values.name} onChange={(e) => form.set('name', e.target.value)} />
        </Field>
        <button type="submit">Save</button>
      </form>
    );
  }

  it('shows a message on submit, drops it as soon as the field is corrected, then saves', () => {
    const onSave = jest.fn();
    render(<NameForm onSave={onSave} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a name.');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith('Ada');
  });
});

describe('SearchField', () => {
  it('searches once typing pauses, trimmed, and at once on Enter', () => {
    jest.useFakeTimers();
    const onSearch = jest.fn();
    render(<SearchField label="Search patients" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search patients' });
    fireEvent.change(box, { target: { value: 'che' } });
    fireEvent.change(box, { target: { value: 'chen ' } });
    act(() => void jest.advanceTimersByTime(SEARCH_PAUSE_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => void jest.advanceTimersByTime(1));
    expect(onSearch.mock.calls).toEqual([['chen']]);
    fireEvent.change(box, { target: { value: 'kim' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    act(() => void jest.advanceTimersByTime(0));
    expect(onSearch.mock.calls).toEqual([['chen'], ['kim']]);
    act(() => void jest.advanceTimersByTime(SEARCH_PAUSE_MS));
    expect(onSearch).toHaveBeenCalledTimes(2);
    jest.useRealTimers();
  });
});

describe('namedRowSelection', () => {
  it("names each row's checkbox by the row, not by its place on the page", () => {
    const rows = [
      { id: 'a', name: 'Jane Doe' },
      { id: 'b', name: 'Sam Reed' },
    ];
    render(
      <PageTable
        read={{ loading: false, error: null, reload: () => undefined }}
        rows={rows}
        rowKey="id"
        columns={[{ key: 'name', title: 'Name', dataIndex: 'name' }]}
        rowSelection={{ ...namedRowSelection<(typeof rows)[number]>((r) => r.name) }}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Select Jane Doe' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Sam Reed' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Select row/ })).toBeNull();
  });
});


describe('keepScrollBoxesFocusable', () => {
  const box = (scrollWidth: number) => {
    const el = document.createElement('div');
    el.className = 'ant-table-content';
    Object.defineProperty(el, 'scrollWidth', { configurable: true, get: () => scrollWidth });
    Object.defineProperty(el, 'clientWidth', { configurable: true, get: () => 300 });
    return el;
  };
  const frame = () => new Promise((done) => requestAnimationFrame(() => done(undefined)));

  it('puts a box in the tab order while it scrolls, and takes it out when it fits', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    const stop = keepScrollBoxesFocusable(root);
    const wide = box(900);
    const narrow = box(300);
    root.append(wide, narrow);
    await frame();
    await frame();
    expect(wide.tabIndex).toBe(0);
    expect(narrow.hasAttribute('tabindex')).toBe(false);

    Object.defineProperty(wide, 'scrollWidth', { get: () => 300 });
    window.dispatchEvent(new Event('resize'));
    await frame();
    expect(wide.hasAttribute('tabindex')).toBe(false);
    stop();
    root.remove();
  });
});
