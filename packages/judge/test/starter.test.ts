import { describe, expect, it } from 'vitest';
import { starterCode } from '../src/judge.js';
import { loadFixture } from './helpers.js';

const twoSum = loadFixture('two-sum').problem.signature;
const islands = loadFixture('number-of-islands').problem.signature;
const levelOrder = loadFixture('binary-tree-level-order-traversal').problem.signature;
const groupAnagrams = loadFixture('group-anagrams').problem.signature;
const rotate = loadFixture('rotate-array').problem.signature;
const minStack = loadFixture('min-stack').problem.signature;
const maxDepth = loadFixture('maximum-depth-of-binary-tree').problem.signature;

describe('starter code (LeetCode shapes)', () => {
  it('two-sum in all languages', () => {
    expect(starterCode(twoSum, 'python')).toBe(
      'class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n        ',
    );
    expect(starterCode(twoSum, 'c')).toBe(
      '/**\n * Note: The returned array must be malloced, assume caller calls free().\n */\nint* twoSum(int* nums, int numsSize, int target, int* returnSize) {\n    \n}',
    );
    expect(starterCode(twoSum, 'cpp')).toBe(
      'class Solution {\npublic:\n    vector<int> twoSum(vector<int>& nums, int target) {\n        \n    }\n};',
    );
    expect(starterCode(twoSum, 'java')).toBe(
      'class Solution {\n    public int[] twoSum(int[] nums, int target) {\n        \n    }\n}',
    );
    expect(starterCode(twoSum, 'javascript')).toBe(
      '/**\n * @param {number[]} nums\n * @param {number} target\n * @return {number[]}\n */\nvar twoSum = function(nums, target) {\n    \n};',
    );
  });

  it('2-D params and returns', () => {
    expect(starterCode(islands, 'c')).toContain('int numIslands(char** grid, int gridSize, int* gridColSize) {');
    expect(starterCode(islands, 'cpp')).toContain('int numIslands(vector<vector<char>>& grid) {');
    expect(starterCode(islands, 'java')).toContain('public int numIslands(char[][] grid) {');
    expect(starterCode(islands, 'javascript')).toContain('@param {character[][]} grid');
    expect(starterCode(levelOrder, 'c')).toContain(
      'int** levelOrder(struct TreeNode* root, int* returnSize, int** returnColumnSizes) {',
    );
    expect(starterCode(levelOrder, 'java')).toContain('public List<List<Integer>> levelOrder(TreeNode root) {');
    expect(starterCode(levelOrder, 'python')).toContain('def levelOrder(self, root: Optional[TreeNode]) -> List[List[int]]:');
    expect(starterCode(groupAnagrams, 'c')).toContain(
      'char*** groupAnagrams(char** strs, int strsSize, int* returnSize, int** returnColumnSizes) {',
    );
    expect(starterCode(groupAnagrams, 'java')).toContain('public List<List<String>> groupAnagrams(String[] strs) {');
    expect(starterCode(groupAnagrams, 'cpp')).toContain('vector<vector<string>> groupAnagrams(vector<string>& strs) {');
  });

  it('tree/list definitions are shown as comments', () => {
    expect(starterCode(maxDepth, 'python')).toMatch(/^# Definition for a binary tree node\.\n# class TreeNode:/);
    expect(starterCode(maxDepth, 'cpp')).toContain(' * struct TreeNode {\n *     int val;');
    expect(starterCode(maxDepth, 'java')).toContain(' * public class TreeNode {');
    expect(starterCode(maxDepth, 'c')).toContain(' * struct TreeNode {\n *     int val;\n *     struct TreeNode *left;');
    expect(starterCode(maxDepth, 'javascript')).toContain(' * function TreeNode(val, left, right) {');
  });

  it('void + mutates', () => {
    expect(starterCode(rotate, 'python')).toBe(
      'class Solution:\n    def rotate(self, nums: List[int], k: int) -> None:\n        """\n        Do not return anything, modify nums in-place instead.\n        """\n        ',
    );
    expect(starterCode(rotate, 'c')).toBe('void rotate(int* nums, int numsSize, int k) {\n    \n}');
    expect(starterCode(rotate, 'javascript')).toContain(
      ' * @return {void} Do not return anything, modify nums in-place instead.',
    );
  });

  it('design problems', () => {
    expect(starterCode(minStack, 'python')).toMatch(
      /^class MinStack:\n\n {4}def __init__\(self\):\n {8}\n\n {4}def push\(self, val: int\) -> None:/,
    );
    expect(starterCode(minStack, 'java')).toContain(
      'class MinStack {\n\n    public MinStack() {\n        \n    }\n    \n    public void push(int val) {',
    );
    expect(starterCode(minStack, 'cpp')).toContain(' * int param_4 = obj->getMin();');
    expect(starterCode(minStack, 'c')).toContain('MinStack* minStackCreate() {');
    expect(starterCode(minStack, 'c')).toContain('int minStackGetMin(MinStack* obj) {');
    expect(starterCode(minStack, 'c')).toContain('void minStackFree(MinStack* obj) {');
    expect(starterCode(minStack, 'javascript')).toMatch(/^var MinStack = function\(\) \{\n {4}\n\};/);
    expect(starterCode(minStack, 'javascript')).toContain('MinStack.prototype.getMin = function() {');
  });
});
