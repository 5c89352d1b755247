// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Stands in for a mainnet contract wallet whose isValidSignature answer was recorded: it
/// answers the ERC-1271 magic value for exactly the recorded (hash, signature) pair, and
/// 0xffffffff for anything else, as the wallet did for the public EIP-4361 vectors.
contract RecordedErc1271 {
    bytes32 private immutable recorded;

    constructor(bytes32 hash, bytes memory signature) {
        recorded = keccak256(abi.encode(hash, signature));
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        return keccak256(abi.encode(hash, signature)) == recorded ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}
