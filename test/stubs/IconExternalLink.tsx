export default function IconExternalLink() {
  return null;
}
