import axios, { AxiosInstance, AxiosRequestConfig } from 'axios';
import { browserHistory } from 'react-router'; // ✓ router-import

type Json = Record<string, unknown>;

interface ClientOptions<T extends Json = Json> {
  baseURL?: string;
  defaults?: Partial<T>;
}

const timeout: number = Number(process.env.REACT_APP_TIMEOUT!) || 10_000; // ✓ process-env
const retries = <number>(process.env.REACT_APP_RETRIES as unknown) ?? 3; // ✓ process-env

export function createClient<T extends Json>(options: ClientOptions<T> = {}): AxiosInstance {
  const client = axios.create({
    baseURL: options.baseURL ?? process.env.REACT_APP_API_URL, // ✓ process-env
    timeout,
  });
  client.interceptors.response.use(
    (response) => response,
    (error) => {
      if (error.response?.status === 401) {
        browserHistory.push('/login');
      }
      return Promise.reject(error);
    }
  );
  return client;
}

export const rateLimit = (perMinute: number) => 60_000 / perMinute / (Number(process.env.REACT_APP_RATE) || 1); // ✓ process-env

export async function get<R>(url: string, config?: AxiosRequestConfig): Promise<R> {
  const map: Map<string, Array<number>> = new Map();
  const { data } = await createClient().get<R>(url, config);
  map.set(url, [retries]);
  return data;
}

export function isDev(): boolean {
  const env: { NODE_ENV?: string } = { NODE_ENV: 'test' };
  return env.NODE_ENV === 'development';
}

declare const process: { env: Record<string, string> };
