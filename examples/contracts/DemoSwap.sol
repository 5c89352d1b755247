// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IERC20Like {
    function transfer(address to, uint256 value) external returns (bool);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
}

/// Constant-product pools (x * y = k, 0.3% fee) for pairs of demo assets, all behind one
/// address so that one approval per token covers every pair. NATIVE stands for ether.
contract DemoSwap {
    address public constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;
    address public immutable owner;
    mapping(bytes32 => mapping(address => uint256)) private reserveOf;

    event Swap(
        address indexed sender,
        address indexed tokenIn,
        address indexed tokenOut,
        uint256 amountIn,
        uint256 amountOut,
        address to
    );

    constructor() {
        owner = msg.sender;
    }

    function pairKey(address a, address b) public pure returns (bytes32) {
        return a < b ? keccak256(abi.encode(a, b)) : keccak256(abi.encode(b, a));
    }

    function getReserves(address a, address b) public view returns (uint256, uint256) {
        bytes32 key = pairKey(a, b);
        return (reserveOf[key][a], reserveOf[key][b]);
    }

    function addLiquidity(address a, address b, uint256 amountA, uint256 amountB)
        external
        payable
    {
        require(msg.sender == owner, "DemoSwap: owner");
        require(a != b && amountA > 0 && amountB > 0, "DemoSwap: pair");
        require(msg.value == _nativePart(a, amountA) + _nativePart(b, amountB), "DemoSwap: value");
        _pull(a, amountA);
        _pull(b, amountB);
        bytes32 key = pairKey(a, b);
        reserveOf[key][a] += amountA;
        reserveOf[key][b] += amountB;
    }

    function getAmountOut(address tokenIn, address tokenOut, uint256 amountIn)
        public
        view
        returns (uint256)
    {
        (uint256 reserveIn, uint256 reserveOut) = getReserves(tokenIn, tokenOut);
        require(reserveIn > 0 && reserveOut > 0, "DemoSwap: no pool");
        uint256 inWithFee = amountIn * 997;
        return (inWithFee * reserveOut) / (reserveIn * 1000 + inWithFee);
    }

    function swap(
        address tokenIn,
        address tokenOut,
        uint256 amountIn,
        uint256 minAmountOut,
        address to
    ) external payable returns (uint256 amountOut) {
        require(amountIn > 0, "DemoSwap: amount");
        require(msg.value == _nativePart(tokenIn, amountIn), "DemoSwap: value");
        amountOut = getAmountOut(tokenIn, tokenOut, amountIn);
        require(amountOut >= minAmountOut, "DemoSwap: slippage");
        // reserves first, transfers after: a token calling back sees the new state
        bytes32 key = pairKey(tokenIn, tokenOut);
        reserveOf[key][tokenIn] += amountIn;
        reserveOf[key][tokenOut] -= amountOut;
        _pull(tokenIn, amountIn);
        _send(tokenOut, to, amountOut);
        emit Swap(msg.sender, tokenIn, tokenOut, amountIn, amountOut, to);
    }

    function _nativePart(address asset, uint256 amount) private pure returns (uint256) {
        return asset == NATIVE ? amount : 0;
    }

    function _pull(address asset, uint256 amount) private {
        if (asset != NATIVE)
            require(
                IERC20Like(asset).transferFrom(msg.sender, address(this), amount),
                "DemoSwap: transfer in"
            );
    }

    function _send(address asset, address to, uint256 amount) private {
        if (asset == NATIVE) {
            (bool sent, ) = to.call{value: amount}("");
            require(sent, "DemoSwap: send");
        } else require(IERC20Like(asset).transfer(to, amount), "DemoSwap: transfer out");
    }
}
