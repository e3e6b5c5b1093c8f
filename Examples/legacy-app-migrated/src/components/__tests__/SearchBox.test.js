import React from 'react';
import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { render, screen, fireEvent } from '@testing-library/react';
import SearchBox from '../SearchBox';

describe('SearchBox', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('debounces searches while typing', () => {
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'ann' } });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'anna' } });
    vi.runAllTimers();
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('anna');
  });

  it('clears on the clear button and reports the empty query', async () => {
    const onSearch = vi.fn();
    render(<SearchBox value="bob" onSearch={onSearch} />);
    fireEvent.click(screen.getByRole('button'));
    expect(onSearch).toHaveBeenCalledWith('');
  });
});
