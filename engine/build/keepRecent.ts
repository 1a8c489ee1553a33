/**
 * What a long-lived process (the build process kept for publishing, the editor's server) keeps in
 * memory of the last few folders or versions it worked on: the newest `most` entries of a map,
 * in the order they were last set.
 */
export function keepRecent<K, V>(map: Map<K, V>, key: K, value: V, most: number): V {
  map.delete(key);
  map.set(key, value);
  for (const old of [...map.keys()].slice(0, -most)) map.delete(old);
  return value;
}
