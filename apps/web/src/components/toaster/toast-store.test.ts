import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, toast, useToastStore } from './toast-store';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useToastStore.getState().dismiss();
  });
  afterEach(() => vi.useRealTimers());

  it('shows a default toast with title and description', () => {
    toast({ title: 'Saved', description: 'All good' });
    expect(useToastStore.getState().current).toMatchObject({
      title: 'Saved',
      description: 'All good',
      variant: 'default',
      duration: TOAST_DURATION_MS,
    });
  });

  it('keeps at most one toast: a new one replaces the old', () => {
    toast({ title: 'First' });
    toast({ title: 'Access Denied', variant: 'destructive' });
    const { current } = useToastStore.getState();
    expect(current?.title).toBe('Access Denied');
    expect(current?.variant).toBe('destructive');
  });

  it('hides itself after 5000 ms by default', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    toast({ title: 'Hello' });
    vi.advanceTimersByTime(4999);
    expect(useToastStore.getState().current).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState().current).toBeNull();
  });

  it("a replaced toast's timer does not hide its successor early", () => {
    toast({ title: 'Old' });
    vi.advanceTimersByTime(4000);
    toast({ title: 'New' });
    vi.advanceTimersByTime(1500);
    expect(useToastStore.getState().current?.title).toBe('New');
    vi.advanceTimersByTime(3500);
    expect(useToastStore.getState().current).toBeNull();
  });

  it('dismiss with a stale id leaves the current toast alone', () => {
    const oldId = toast({ title: 'Old' });
    toast({ title: 'New' });
    useToastStore.getState().dismiss(oldId);
    expect(useToastStore.getState().current?.title).toBe('New');
  });

  it('honours a custom duration', () => {
    toast({ title: 'Quick', duration: 1000 });
    vi.advanceTimersByTime(1000);
    expect(useToastStore.getState().current).toBeNull();
  });

  it('keeps its action buttons (none unless given)', () => {
    toast({ title: 'Plain' });
    expect(useToastStore.getState().current?.actions).toEqual([]);
    const accepted: string[] = [];
    toast({
      title: 'Invite',
      actions: [{ label: 'Accept', primary: true, onClick: () => accepted.push('yes') }],
    });
    const [action] = useToastStore.getState().current?.actions ?? [];
    action?.onClick();
    expect(action?.label).toBe('Accept');
    expect(accepted).toEqual(['yes']);
  });
});
