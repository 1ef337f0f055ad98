int removeElement(int* nums, int numsSize, int val) {
    int n = numsSize;
    for (int i = 0; i < n;) {
        if (nums[i] == val) nums[i] = nums[--n];
        else i++;
    }
    return n;
}
