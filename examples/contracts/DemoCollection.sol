// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// The demo's real NFTs: an ERC-721 collection with per-token metadata (ERC-721 Metadata's
/// tokenURI), minted by its owner to the demo wallet at demo start. Unlike AirdropNft, the
/// data service does not flag it as spam, so the NFTs tab lists it.
contract DemoCollection {
    string public name;
    string public symbol;
    address public immutable owner;
    uint256 public totalSupply;
    mapping(uint256 => address) public ownerOf;
    mapping(address => uint256) public balanceOf;
    mapping(uint256 => string) private uris;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);

    constructor(string memory name_, string memory symbol_) {
        name = name_;
        symbol = symbol_;
        owner = msg.sender;
    }

    function mint(address to, string calldata uri) external returns (uint256 tokenId) {
        require(msg.sender == owner, "DemoCollection: owner");
        require(to != address(0), "DemoCollection: zero address");
        tokenId = ++totalSupply;
        ownerOf[tokenId] = to;
        balanceOf[to] += 1;
        uris[tokenId] = uri;
        emit Transfer(address(0), to, tokenId);
    }

    function tokenURI(uint256 tokenId) external view returns (string memory) {
        require(ownerOf[tokenId] != address(0), "DemoCollection: no such token");
        return uris[tokenId];
    }

    function transferFrom(address from, address to, uint256 tokenId) external {
        require(ownerOf[tokenId] == from && msg.sender == from, "DemoCollection: not yours");
        require(to != address(0), "DemoCollection: zero address");
        ownerOf[tokenId] = to;
        balanceOf[from] -= 1;
        balanceOf[to] += 1;
        emit Transfer(from, to, tokenId);
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        // ERC-165, ERC-721 and ERC-721 Metadata
        return interfaceId == 0x01ffc9a7 || interfaceId == 0x80ac58cd || interfaceId == 0x5b5e139f;
    }
}
