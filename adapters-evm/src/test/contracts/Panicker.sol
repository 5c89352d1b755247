// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Functions that each end in a Solidity panic, for the revert-description tests.
contract Panicker {
    uint256 public counter = 1;
    uint256[] private items;

    /// panic 0x12: division by zero when `divisor` is 0
    function divide(uint256 divisor) external {
        counter = counter / divisor;
    }

    /// panic 0x01: a failed assert
    function assertPositive(uint256 value) external {
        assert(value > 0);
        counter = value;
    }

    /// panic 0x32: an index past the end of an array
    function readItem(uint256 index) external {
        counter = items[index];
    }

    /// panic 0x31: pop on an empty array
    function popItem() external {
        items.pop();
    }
}
