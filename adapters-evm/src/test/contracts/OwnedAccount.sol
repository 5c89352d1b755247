// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// A smart account for ERC-1271 sign-in tests: a signature is valid when its owner made it
/// (65 bytes), or, whatever its length (empty included), when the owner approved the hash
/// beforehand, as multisig accounts do. ERC-1271 puts no bound on a signature's length.
contract OwnedAccount {
    bytes4 private constant MAGIC_VALUE = 0x1626ba7e;
    bytes4 private constant INVALID = 0xffffffff;
    address public immutable owner;
    mapping(bytes32 => bool) public approved;

    constructor(address owner_) {
        owner = owner_;
    }

    function approveHash(bytes32 hash) external {
        require(msg.sender == owner, "not the owner");
        approved[hash] = true;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (approved[hash]) return MAGIC_VALUE;
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

/// Deploys OwnedAccounts at CREATE2 addresses known before deployment (counterfactual
/// accounts, ERC-6492): the address depends only on the owner and the salt.
contract OwnedAccountFactory {
    function createAccount(address owner, bytes32 salt) external returns (address account) {
        account = getAccountAddress(owner, salt);
        if (account.code.length > 0) return account;
        OwnedAccount created = new OwnedAccount{salt: salt}(owner);
        return address(created);
    }

    function getAccountAddress(address owner, bytes32 salt) public view returns (address) {
        bytes32 codeHash = keccak256(abi.encodePacked(type(OwnedAccount).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, codeHash)))));
    }
}
