export default function isInternalUrl(url?: string): boolean {
  return url !== undefined && !/^(?:[a-z]+:)?\/\//i.test(url) && !/^(?:mailto|tel):/i.test(url);
}
