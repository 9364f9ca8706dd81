export default function useBaseUrl(url: string): string {
  return url.startsWith('/') ? url : `/${url}`;
}
