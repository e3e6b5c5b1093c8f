import axios from 'axios';
import { browserHistory } from 'react-router';
import config from '../config';
import { getToken, clearSession } from '../utils/storage';

// The base URL falls back to process.env.API_URL when the config has none (see webpack.config.js).
const client = axios.create({
  baseURL: config.apiUrl || process.env.API_URL,
  timeout: 15000,
});

client.interceptors.request.use(request => {
  const token = getToken();
  if (token) {
    request.headers.Authorization = `Bearer ${token}`;
  } else if (config.basicAuth) {
    request.headers.Authorization = 'Basic ' + Buffer.from(config.basicAuth).toString('base64');
  }
  return request;
});

client.interceptors.response.use(
  response => response,
  error => {
    if (error.response && error.response.status === 401) {
      clearSession();
      browserHistory.push('/login');
    }
    return Promise.reject(error);
  }
);

export const fetchUsers = (page = 1, query = '') =>
  client.get('/users', { params: { page, q: query } }).then(response => response.data);

export const fetchUser = id => client.get(`/users/${id}`).then(response => response.data);

export const saveSettings = settings => client.put('/me/settings', settings).then(response => response.data);

export default client;
