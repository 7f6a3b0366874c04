function scopesFor(table, operations) {
  const scopes = /* @__PURE__ */ new Set();
  for (const id of operations) {
    const scope = table[id];
    if (scope !== void 0) scopes.add(scope);
  }
  return [...scopes].sort();
}
export {
  scopesFor
};
