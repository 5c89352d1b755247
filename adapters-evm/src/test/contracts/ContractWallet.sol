// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// A smart-contract account for ERC-1271 tests: a signature is valid when its owner made it.
contract ContractWallet {
    bytes4 private constant MAGIC_VALUE = 0x1626ba7e;
    bytes4 private constant INVALID = 0xffffffff;
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return INVALID;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        address signer = ecrecover(hash, v, r, s);
        if (signer == address(0) || signer != owner) return INVALID;
        return MAGIC_VALUE;
    }
}
