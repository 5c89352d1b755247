// generated from contracts/DemoToken.sol by contracts/compileContracts.ts (solc 0.8.37+commit.f401782d.Emscripten.clang):
// do not edit; run `pnpm --filter @walletport/examples contracts` after changing the source
export const demoTokenArtifact = {
  "abi": [
    {
      "inputs": [
        {
          "internalType": "string",
          "name": "name_",
          "type": "string"
        },
        {
          "internalType": "string",
          "name": "symbol_",
          "type": "string"
        },
        {
          "internalType": "uint8",
          "name": "decimals_",
          "type": "uint8"
        },
        {
          "internalType": "uint256",
          "name": "supply",
          "type": "uint256"
        }
      ],
      "stateMutability": "nonpayable",
      "type": "constructor"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "address",
          "name": "owner",
          "type": "address"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "spender",
          "type": "address"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "value",
          "type": "uint256"
        }
      ],
      "name": "Approval",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "address",
          "name": "from",
          "type": "address"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "to",
          "type": "address"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "value",
          "type": "uint256"
        }
      ],
      "name": "Transfer",
      "type": "event"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "",
          "type": "address"
        },
        {
          "internalType": "address",
          "name": "",
          "type": "address"
        }
      ],
      "name": "allowance",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "spender",
          "type": "address"
        },
        {
          "internalType": "uint256",
          "name": "value",
          "type": "uint256"
        }
      ],
      "name": "approve",
      "outputs": [
        {
          "internalType": "bool",
          "name": "",
          "type": "bool"
        }
      ],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "",
          "type": "address"
        }
      ],
      "name": "balanceOf",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "decimals",
      "outputs": [
        {
          "internalType": "uint8",
          "name": "",
          "type": "uint8"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "name",
      "outputs": [
        {
          "internalType": "string",
          "name": "",
          "type": "string"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "symbol",
      "outputs": [
        {
          "internalType": "string",
          "name": "",
          "type": "string"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "totalSupply",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "to",
          "type": "address"
        },
        {
          "internalType": "uint256",
          "name": "value",
          "type": "uint256"
        }
      ],
      "name": "transfer",
      "outputs": [
        {
          "internalType": "bool",
          "name": "",
          "type": "bool"
        }
      ],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "from",
          "type": "address"
        },
        {
          "internalType": "address",
          "name": "to",
          "type": "address"
        },
        {
          "internalType": "uint256",
          "name": "value",
          "type": "uint256"
        }
      ],
      "name": "transferFrom",
      "outputs": [
        {
          "internalType": "bool",
          "name": "",
          "type": "bool"
        }
      ],
      "stateMutability": "nonpayable",
      "type": "function"
    }
  ],
  "bytecode": "0x60a060405234801561000f575f5ffd5b5060405161091e38038061091e83398101604081905261002e9161013c565b5f610039858261024e565b506001610046848261024e565b5060ff82166080526002819055335f818152600360209081526040808320859055518481527fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef910160405180910390a35050505061030c565b634e487b7160e01b5f52604160045260245ffd5b5f82601f8301126100c2575f5ffd5b81516001600160401b038111156100db576100db61009f565b604051601f8201601f19908116603f011681016001600160401b03811182821017156101095761010961009f565b604052818152838201602001851015610120575f5ffd5b8160208501602083015e5f918101602001919091529392505050565b5f5f5f5f6080858703121561014f575f5ffd5b84516001600160401b03811115610164575f5ffd5b610170878288016100b3565b602087015190955090506001600160401b0381111561018d575f5ffd5b610199878288016100b3565b935050604085015160ff811681146101af575f5ffd5b6060959095015193969295505050565b600181811c908216806101d357607f821691505b6020821081036101f157634e487b7160e01b5f52602260045260245ffd5b50919050565b601f821115610249578282111561024957805f5260205f20601f840160051c602085101561022257505f5b90810190601f840160051c035f5b81811015610245575f83820155600101610230565b5050505b505050565b81516001600160401b038111156102675761026761009f565b61027b8161027584546101bf565b846101f7565b6020601f8211600181146102ad575f83156102965750848201515b5f19600385901b1c1916600184901b178455610305565b5f84815260208120601f198516915b828110156102dc57878501518255602094850194600190920191016102bc565b50848210156102f957868401515f19600387901b60f8161c191681555b505060018360011b0184555b5050505050565b6080516105fa6103245f395f61010401526105fa5ff3fe608060405234801561000f575f5ffd5b5060043610610090575f3560e01c8063313ce56711610063578063313ce567146100ff57806370a082311461013857806395d89b4114610157578063a9059cbb1461015f578063dd62ed3e14610172575f5ffd5b806306fdde0314610094578063095ea7b3146100b257806318160ddd146100d557806323b872dd146100ec575b5f5ffd5b61009c61019c565b6040516100a99190610478565b60405180910390f35b6100c56100c03660046104c8565b610227565b60405190151581526020016100a9565b6100de60025481565b6040519081526020016100a9565b6100c56100fa3660046104f0565b610293565b6101267f000000000000000000000000000000000000000000000000000000000000000081565b60405160ff90911681526020016100a9565b6100de61014636600461052a565b60036020525f908152604090205481565b61009c61034e565b6100c561016d3660046104c8565b61035b565b6100de61018036600461054a565b600460209081525f928352604080842090915290825290205481565b5f80546101a89061057b565b80601f01602080910402602001604051908101604052809291908181526020018280546101d49061057b565b801561021f5780601f106101f65761010080835404028352916020019161021f565b820191905f5260205f20905b81548152906001019060200180831161020257829003601f168201915b505050505081565b335f8181526004602090815260408083206001600160a01b038716808552925280832085905551919290917f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925906102819086815260200190565b60405180910390a35060015b92915050565b6001600160a01b0383165f9081526004602090815260408083203384529091528120545f198114610338578281101561030a5760405162461bcd60e51b815260206004820152601460248201527344656d6f546f6b656e3a20616c6c6f77616e636560601b60448201526064015b60405180910390fd5b61031483826105c7565b6001600160a01b0386165f9081526004602090815260408083203384529091529020555b610343858585610370565b506001949350505050565b600180546101a89061057b565b5f610367338484610370565b50600192915050565b6001600160a01b0383165f908152600360205260409020548111156103cc5760405162461bcd60e51b815260206004820152601260248201527144656d6f546f6b656e3a2062616c616e636560701b6044820152606401610301565b6001600160a01b0383165f90815260036020526040812080548392906103f39084906105c7565b90915550506001600160a01b0382165f908152600360205260408120805483929061041f9084906105da565b92505081905550816001600160a01b0316836001600160a01b03167fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef8360405161046b91815260200190565b60405180910390a3505050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b80356001600160a01b03811681146104c3575f5ffd5b919050565b5f5f604083850312156104d9575f5ffd5b6104e2836104ad565b946020939093013593505050565b5f5f5f60608486031215610502575f5ffd5b61050b846104ad565b9250610519602085016104ad565b929592945050506040919091013590565b5f6020828403121561053a575f5ffd5b610543826104ad565b9392505050565b5f5f6040838503121561055b575f5ffd5b610564836104ad565b9150610572602084016104ad565b90509250929050565b600181811c9082168061058f57607f821691505b6020821081036105ad57634e487b7160e01b5f52602260045260245ffd5b50919050565b634e487b7160e01b5f52601160045260245ffd5b8181038181111561028d5761028d6105b3565b8082018082111561028d5761028d6105b356fea164736f6c6343000825000a"
} as const
