// @flow
type User = { id: number, name: string, email: string };

type SessionState = {
  user: ?User,
  lastPath: string,
  loading: boolean,
};

type Action = { type: string, payload?: any };

const initialState: SessionState = { user: null, lastPath: '/', loading: false };

export default function session(state: SessionState = initialState, action: Action): SessionState {
  switch (action.type) {
    case 'session/LOGIN_START':
      return { ...state, loading: true };
    case 'session/LOGIN_DONE':
      return { ...state, loading: false, user: action.payload };
    case 'session/LOGOUT':
      return initialState;
    case 'session/NAVIGATED':
      return { ...state, lastPath: action.payload.pathname };
    default:
      return state;
  }
}

export const selectCurrentPath = (state: Object): string => state.session.lastPath;
