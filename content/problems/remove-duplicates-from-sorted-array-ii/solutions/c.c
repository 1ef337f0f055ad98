int removeDuplicates(int* nums, int numsSize) {
    int k = 0;
    for (int i = 0; i < numsSize; i++)
        if (k < 2 || nums[k - 2] != nums[i]) nums[k++] = nums[i];
    return k;
}
