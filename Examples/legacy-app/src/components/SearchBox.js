import React, { Component } from 'react';
import ReactDOM from 'react-dom';
import PropTypes from 'prop-types';

export default class SearchBox extends Component {
  static propTypes = {
    value: PropTypes.string,
    autoFocus: PropTypes.bool,
    onSearch: PropTypes.func.isRequired,
  };

  static defaultProps = {
    value: '',
    autoFocus: false,
  };

  state = { value: this.props.value };

  search = _.debounce(value => this.props.onSearch(value), 300);

  componentDidMount() {
    if (this.props.autoFocus) {
      this.refs.input.focus();
    }
    this.node = ReactDOM.findDOMNode(this);
    this.node.addEventListener('keydown', this.handleKeyDown);
  }

  componentWillReceiveProps(nextProps) {
    if (nextProps.value !== this.props.value) {
      this.setState({ value: nextProps.value });
    }
  }

  componentWillUnmount() {
    this.search.cancel();
    this.node.removeEventListener('keydown', this.handleKeyDown);
  }

  handleKeyDown = event => {
    if (event.key === 'Escape') {
      this.clear();
    }
  };

  handleChange(event) {
    this.setState({ value: event.target.value });
    this.search(event.target.value);
  }

  clear() {
    this.setState({ value: '' });
    this.props.onSearch('');
  }

  render() {
    return (
      <div className="search-box">
        <input
          ref="input"
          type="search"
          value={this.state.value}
          onChange={::this.handleChange}
          aria-label="Search by name or e-mail"
        />
        {this.state.value && (
          <button type="button" className="search-box__clear" onClick={() => this.clear()}>
            ×
          </button>
        )}
      </div>
    );
  }
}
