// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Stands in for the ENS Universal Resolver on a local node: the two entry points viem calls
/// (reverse and forward resolution with gateways) answered from plain storage.
contract TestUniversalResolver {
    mapping(address => string) private names;
    string private avatar;

    function setName(address account, string calldata name) external {
        names[account] = name;
    }

    function setAvatar(string calldata value) external {
        avatar = value;
    }

    function reverseWithGateways(bytes calldata lookupAddress, uint256, string[] calldata)
        external
        view
        returns (string memory, address, address)
    {
        address account = address(bytes20(lookupAddress));
        return (names[account], address(this), address(this));
    }

    /// answers every record query (the tests only ask for `avatar`) with the stored avatar
    function resolveWithGateways(bytes calldata, bytes calldata, string[] calldata)
        external
        view
        returns (bytes memory, address)
    {
        return (abi.encode(avatar), address(this));
    }
}
