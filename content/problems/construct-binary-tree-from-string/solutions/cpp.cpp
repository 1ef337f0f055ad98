class Solution {
public:
    TreeNode* str2tree(string s) {
        TreeNode* root = nullptr;
        vector<pair<TreeNode*, int>> st;  // node, groups opened so far
        size_t i = 0;
        while (i < s.size()) {
            char c = s[i];
            if (c == '(') {
                st.back().second++;
                if (i + 1 < s.size() && s[i + 1] == ')') i += 2;
                else i++;
            } else if (c == ')') {
                st.pop_back();
                i++;
            } else {
                size_t j = i + 1;
                while (j < s.size() && isdigit(s[j])) j++;
                TreeNode* node = new TreeNode(stoi(s.substr(i, j - i)));
                i = j;
                if (st.empty()) root = node;
                else if (st.back().second == 1) st.back().first->left = node;
                else st.back().first->right = node;
                st.push_back({node, 0});
            }
        }
        return root;
    }
};
