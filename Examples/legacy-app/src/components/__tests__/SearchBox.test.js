import React from 'react';
import { mount } from 'enzyme';
import SearchBox from '../SearchBox';

describe('SearchBox', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });

  it('debounces searches while typing', () => {
    const onSearch = jest.fn();
    const wrapper = mount(<SearchBox onSearch={onSearch} />);
    wrapper.find('input').simulate('change', { target: { value: 'ann' } });
    wrapper.find('input').simulate('change', { target: { value: 'anna' } });
    jest.runAllTimers();
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('anna');
  });

  it('clears on Escape and reports the empty query', done => {
    const wrapper = mount(<SearchBox value="bob" onSearch={query => {
      expect(query).toBe('');
      done();
    }} />);
    wrapper.find('input').simulate('keydown', { key: 'Escape' });
    wrapper.find('.search-box__clear').simulate('click');
  });
});
