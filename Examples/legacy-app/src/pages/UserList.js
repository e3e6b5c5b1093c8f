import React, { Component } from 'react';
import PropTypes from 'prop-types';
import { connect } from 'react-redux';
import { Link } from 'react-router';
import Helmet from 'react-helmet';
import SearchBox from '../components/SearchBox';
import UserCard from '../components/UserCard';
import { loadUsers } from '../actions/users';
import { formatCount } from '../utils/format';

@connect(
  state => ({ users: state.users }),
  { loadUsers }
)
export default class UserList extends Component {
  static propTypes = {
    users: PropTypes.object.isRequired,
    loadUsers: PropTypes.func.isRequired,
    location: PropTypes.object.isRequired,
  };

  static contextTypes = {
    router: PropTypes.object.isRequired,
  };

  componentDidMount() {
    const { page = 1, q = '' } = this.props.location.query;
    this.props.loadUsers(Number(page), q);
  }

  handleSearch = q => {
    this.context.router.push({ pathname: '/users', query: { q, page: 1 } });
    this.props.loadUsers(1, q);
  };

  render() {
    const { users } = this.props;
    const page = Number(this.props.location.query.page || 1);
    const items = users.ids.map(id => users.byId[id]);
    return (
      <div className="user-list">
        <Helmet title="Users" />
        <h1>Users <small>{formatCount(users.total, 'user')}</small></h1>
        <SearchBox value={this.props.location.query.q} onSearch={this.handleSearch} autoFocus />
        {items.map(user => <UserCard key={user.id} user={user} />)}
        <nav className="pager">
          {page > 1 && <Link to={{ pathname: '/users', query: { ...this.props.location.query, page: page - 1 } }}>Previous</Link>}
          <Link to={{ pathname: '/users', query: { ...this.props.location.query, page: page + 1 } }}>Next</Link>
        </nav>
      </div>
    );
  }
}
