// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// The demo's spam: an ERC-721 collection its owner drops into wallets unasked, the way
/// scam "free mint" tokens arrive. The data service flags its transfers as spam.
contract AirdropNft {
    string public name;
    string public symbol;
    address public immutable owner;
    uint256 public totalSupply;
    mapping(uint256 => address) public ownerOf;
    mapping(address => uint256) public balanceOf;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);

    constructor(string memory name_, string memory symbol_) {
        name = name_;
        symbol = symbol_;
        owner = msg.sender;
    }

    function airdrop(address to) external returns (uint256 tokenId) {
        require(msg.sender == owner, "AirdropNft: owner");
        tokenId = ++totalSupply;
        ownerOf[tokenId] = to;
        balanceOf[to] += 1;
        emit Transfer(address(0), to, tokenId);
    }

    function transferFrom(address from, address to, uint256 tokenId) external {
        require(ownerOf[tokenId] == from && msg.sender == from, "AirdropNft: not yours");
        ownerOf[tokenId] = to;
        balanceOf[from] -= 1;
        balanceOf[to] += 1;
        emit Transfer(from, to, tokenId);
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        // ERC-165 and ERC-721
        return interfaceId == 0x01ffc9a7 || interfaceId == 0x80ac58cd;
    }
}
