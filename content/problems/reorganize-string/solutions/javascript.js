var reorganizeString = function(s) {
    const count = {};
    for (const ch of s) count[ch] = (count[ch] || 0) + 1;
    const letters = Object.keys(count).sort((a, b) => count[b] - count[a]);
    if (count[letters[0]] > Math.floor((s.length + 1) / 2)) return '';
    const out = new Array(s.length);
    let i = 0;
    for (const ch of letters) {
        for (let k = 0; k < count[ch]; k++) {
            if (i >= s.length) i = 1;
            out[i] = ch;
            i += 2;
        }
    }
    return out.join('');
};
