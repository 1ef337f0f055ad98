import type { JudgeLanguage } from '@codingkaro/contracts';

/** Used when a problem ships no starter code for a language (spec 4, "Problem page"). */
export const CODE_TEMPLATES: Record<JudgeLanguage, string> = {
  javascript: `/**
 * Write your solution here.
 */
function solve(input) {
  
}
`,
  python: `class Solution:
    def solve(self):
        pass
`,
  java: `class Solution {
    public void solve() {
        
    }
}
`,
  cpp: `class Solution {
public:
    void solve() {
        
    }
};
`,
  c: `void solve() {
    
}
`,
};
