import axios from 'axios';
import config from '../config';
import { getToken, clearSession } from '../utils/storage';

// The base URL falls back to VITE_API_URL when the config has none (see .env).
const client = axios.create({
  baseURL: config.apiUrl || import.meta.env.VITE_API_URL,
  timeout: 15000,
});

client.interceptors.request.use(request => {
  const token = getToken();
  if (token) {
    request.headers.Authorization = `Bearer ${token}`;
  } else if (config.basicAuth) {
    request.headers.Authorization = 'Basic ' + window.btoa(config.basicAuth);
  }
  return request;
});

client.interceptors.response.use(
  response => response,
  error => {
    if (error.response && error.response.status === 401) {
      clearSession();
      window.location.assign(`${import.meta.env.BASE_URL}login`);
    }
    return Promise.reject(error);
  }
);

export const fetchUsers = (page = 1, query = '') =>
  client.get('/users', { params: { page, q: query } }).then(response => response.data);

export const fetchUser = id => client.get(`/users/${id}`).then(response => response.data);

export const saveSettings = settings => client.put('/me/settings', settings).then(response => response.data);

export default client;
