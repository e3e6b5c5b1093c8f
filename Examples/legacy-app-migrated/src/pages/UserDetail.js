import React from 'react';
import { withRouter } from 'react-router';
import PropTypes from 'prop-types';
import Helmet from 'react-helmet';
import { fetchUser } from '../api/client';
import { formatDate } from '../utils/format';
import ConfirmDialog from '../components/ConfirmDialog';

class UserDetail extends React.Component {
  static propTypes = {
    params: PropTypes.shape({ userId: PropTypes.string }).isRequired,
    router: PropTypes.object.isRequired,
    route: PropTypes.object.isRequired,
  };

  state = { user: null, loadedId: null, dirty: false, pendingLeave: null };

  componentDidMount() {
    this.load(this.props.params.userId);
    this.props.router.setRouteLeaveHook(this.props.route, this.routerWillLeave);
  }

  componentDidUpdate() {
    const userId = this.props.params.userId;
    if (userId !== this.state.loadedId) {
      this.load(userId);
    }
  }

  load(id) {
    this.setState({ loadedId: id });
    fetchUser(id).then(user => this.setState({ user, dirty: false }));
  }

  routerWillLeave = nextLocation => {
    if (!this.state.dirty) {
      return true;
    }
    this.setState({ pendingLeave: nextLocation });
    return false;
  };

  confirmLeave = () => {
    const target = this.state.pendingLeave;
    this.setState({ dirty: false, pendingLeave: null }, () => this.props.router.push(target));
  };

  render() {
    const { user, pendingLeave } = this.state;
    if (!user) {
      return <p className="loading">Loading…</p>;
    }
    return (
      <div className="user-detail">
        <Helmet title={user.name} />
        <h1>{user.name}</h1>
        <dl>
          <dt>E-mail</dt>
          <dd>{user.email}</dd>
          <dt>Member since</dt>
          <dd>{formatDate(user.createdAt)}</dd>
        </dl>
        <textarea defaultValue={user.notes} onChange={() => this.setState({ dirty: true })} />
        <ConfirmDialog
          isOpen={Boolean(pendingLeave)}
          title="Discard your notes?"
          onConfirm={this.confirmLeave}
          onCancel={() => this.setState({ pendingLeave: null })}
        >
          You have unsaved notes about {user.name}.
        </ConfirmDialog>
      </div>
    );
  }
}

export default withRouter(UserDetail);
